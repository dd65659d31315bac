"""LogSigmoid -> Softmax2d: synthesised by warpgym synth (seed 7, index 1071, torch#2, dim 0 x3206)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.softmax2d_1(x)
        return x


def get_inputs():
    return [torch.randn(51296, 64, 128)]


def get_init_inputs():
    return []
