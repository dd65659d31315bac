"""hf.NewGELUActivation -> RReLU -> GELU -> F.hardswish -> LogSoftmax: synthesised by warpgym synth (seed 7, index 5656, transformers#5, dim 0 x245)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> RReLU -> GELU -> F.hardswish -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()
        self.rrelu_1 = nn.RReLU()
        self.gelu_2 = nn.GELU()
        self.logsoftmax_4 = nn.LogSoftmax()

    def forward(self, x):
        x = self.newgeluactivation_0(x)
        x = self.rrelu_1(x)
        x = self.gelu_2(x)
        x = F.hardswish(x)
        x = self.logsoftmax_4(x)
        return x


def get_inputs():
    return [torch.randn(62720, 512)]


def get_init_inputs():
    return []
