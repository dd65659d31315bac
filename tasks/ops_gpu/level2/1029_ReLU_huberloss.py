"""ReLU -> F.huber_loss: synthesised by warpgym synth (seed 7, index 1414, torch#2, dim 0 x3209)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> F.huber_loss"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x, x1):
        x = self.relu_0(x)
        x = F.huber_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(25672, 64, 16, 16), torch.randn(25672, 64, 16, 16)]


def get_init_inputs():
    return []
