"""torch.frac -> hf.FastGELUActivation -> LogSigmoid: synthesised by warpgym synth (seed 7, index 1826, transformers#3, dim 0 x275)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """torch.frac -> hf.FastGELUActivation -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_1 = FastGELUActivation()
        self.logsigmoid_2 = nn.LogSigmoid()

    def forward(self, x):
        x = torch.frac(x)
        x = self.fastgeluactivation_1(x)
        x = self.logsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(17600, 1024)]


def get_init_inputs():
    return []
