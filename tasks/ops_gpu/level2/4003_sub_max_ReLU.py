"""torch.sub -> torch.max -> ReLU: synthesised by warpgym synth (seed 7, index 6298, torch#3, dim 0 x1937)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> torch.max -> ReLU"""

    def __init__(self):
        super().__init__()
        self.relu_2 = nn.ReLU()

    def forward(self, x, x1, x2):
        x = torch.sub(x, x1)
        x = torch.max(x, x2)
        x = self.relu_2(x)
        return x


def get_inputs():
    return [torch.randn(30992, 64, 128), torch.randn(30992, 64, 128), torch.randn(30992, 64, 128)]


def get_init_inputs():
    return []
