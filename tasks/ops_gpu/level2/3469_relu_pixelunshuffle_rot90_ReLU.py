"""F.relu -> F.pixel_unshuffle -> torch.rot90 -> ReLU: synthesised by warpgym synth (seed 7, index 5450, torch#4, dim 0 x9566)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> F.pixel_unshuffle -> torch.rot90 -> ReLU"""

    def __init__(self):
        super().__init__()
        self.relu_3 = nn.ReLU()

    def forward(self, x):
        x = F.relu(x)
        x = F.pixel_unshuffle(x, 2)
        x = torch.rot90(x)
        x = self.relu_3(x)
        return x


def get_inputs():
    return [torch.randn(38264, 16, 8, 8, 8)]


def get_init_inputs():
    return []
