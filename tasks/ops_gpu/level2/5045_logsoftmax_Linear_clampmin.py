"""F.log_softmax -> Linear -> torch.clamp_min: synthesised by warpgym synth (seed 9, index 505, torch#3, dim 0 x1412)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> Linear -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=128, out_features=128)

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.linear_1(x)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(11296, 256, 128)]


def get_init_inputs():
    return []
