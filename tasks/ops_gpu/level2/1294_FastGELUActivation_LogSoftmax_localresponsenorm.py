"""hf.FastGELUActivation -> LogSoftmax -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 2081, transformers#3, dim 0 x206)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> LogSoftmax -> F.local_response_norm"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = self.logsoftmax_1(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(1648, 16, 32, 32)]


def get_init_inputs():
    return []
