"""torch.fliplr -> ReLU -> torch.atan2: synthesised by warpgym synth (seed 7, index 2449, torch#3, dim 0 x1709)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> ReLU -> torch.atan2"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()

    def forward(self, x, x1):
        x = torch.fliplr(x)
        x = self.relu_1(x)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(27344, 32, 16, 16), torch.randn(27344, 32, 16, 16)]


def get_init_inputs():
    return []
