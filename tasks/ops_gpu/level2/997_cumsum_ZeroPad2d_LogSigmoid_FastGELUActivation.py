"""torch.cumsum -> ZeroPad2d -> LogSigmoid -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 1627, transformers#4, dim 0 x148)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """torch.cumsum -> ZeroPad2d -> LogSigmoid -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)
        self.logsigmoid_2 = nn.LogSigmoid()
        self.fastgeluactivation_3 = FastGELUActivation()

    def forward(self, x):
        x = torch.cumsum(x, -1)
        x = self.zeropad2d_1(x)
        x = self.logsigmoid_2(x)
        x = self.fastgeluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(2368, 32, 16, 16)]


def get_init_inputs():
    return []
