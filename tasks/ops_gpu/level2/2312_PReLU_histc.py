"""PReLU -> torch.histc: synthesised by warpgym synth (seed 7, index 3651, torch#2, dim 0 x3644)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> torch.histc"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(116608, 128, 64)]


def get_init_inputs():
    return []
