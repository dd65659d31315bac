"""torch.hypot -> PReLU: synthesised by warpgym synth (seed 7, index 1759, torch#2, dim 0 x8517)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(34068, 16, 8, 8, 8), torch.randn(34068, 16, 8, 8, 8)]


def get_init_inputs():
    return []
