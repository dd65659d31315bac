"""F.softmax -> PReLU -> torch.maximum: synthesised by warpgym synth (seed 7, index 5524, torch#3, dim 0 x1175)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> PReLU -> torch.maximum"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x, x1):
        x = F.softmax(x)
        x = self.prelu_1(x)
        x = torch.maximum(x, x1)
        return x


def get_inputs():
    return [torch.randn(9400, 64, 16, 16), torch.randn(9400, 64, 16, 16)]


def get_init_inputs():
    return []
