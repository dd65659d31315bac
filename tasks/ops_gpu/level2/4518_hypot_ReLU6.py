"""torch.hypot -> ReLU6: synthesised by warpgym synth (seed 8, index 127, torch#2, dim 0 x2706)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.relu6_1 = nn.ReLU6()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = self.relu6_1(x)
        return x


def get_inputs():
    return [torch.randn(43296, 32, 16, 16), torch.randn(43296, 32, 16, 16)]


def get_init_inputs():
    return []
