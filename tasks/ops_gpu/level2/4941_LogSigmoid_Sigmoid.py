"""LogSigmoid -> Sigmoid: synthesised by warpgym synth (seed 9, index 342, torch#2, dim 0 x2889)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(369792, 256)]


def get_init_inputs():
    return []
