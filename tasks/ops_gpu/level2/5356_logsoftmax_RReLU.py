"""F.log_softmax -> RReLU: synthesised by warpgym synth (seed 10, index 140, torch#2, dim 0 x2198)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(281344, 256)]


def get_init_inputs():
    return []
