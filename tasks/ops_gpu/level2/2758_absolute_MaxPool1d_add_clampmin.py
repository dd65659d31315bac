"""torch.absolute -> MaxPool1d -> torch.add -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 4358, torch#4, dim 0 x6237)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> MaxPool1d -> torch.add -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x, x1):
        x = torch.absolute(x)
        x = self.maxpool1d_1(x)
        x = torch.add(x, x1)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(1596672, 256), torch.randn(1596672, 85)]


def get_init_inputs():
    return []
