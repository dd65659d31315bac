"""Linear -> torch.max -> torch.lerp: synthesised by warpgym synth (seed 8, index 341, torch#3, dim 0 x1465)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> torch.max -> torch.lerp"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=512, out_features=512)

    def forward(self, x, x1, x2, x3):
        x = self.linear_0(x)
        x = torch.max(x, x1)
        x = torch.lerp(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(375040, 512), torch.randn(375040, 512), torch.randn(375040, 512), torch.randn(375040, 512)]


def get_init_inputs():
    return []
