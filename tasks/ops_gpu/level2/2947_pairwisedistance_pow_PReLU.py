"""F.pairwise_distance -> torch.pow -> PReLU: synthesised by warpgym synth (seed 7, index 4664, torch#3, dim 0 x921)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> torch.pow -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_2 = nn.PReLU()

    def forward(self, x, x1):
        x = F.pairwise_distance(x, x1)
        x = torch.pow(x, 2.0)
        x = self.prelu_2(x)
        return x


def get_inputs():
    return [torch.randn(7368, 16, 32, 32), torch.randn(7368, 16, 32, 32)]


def get_init_inputs():
    return []
