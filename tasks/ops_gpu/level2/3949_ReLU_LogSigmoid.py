"""ReLU -> LogSigmoid: synthesised by warpgym synth (seed 7, index 6216, torch#2, dim 0 x16189)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.relu_0(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(2072192, 256)]


def get_init_inputs():
    return []
