"""torch.absolute -> Tanh -> torch.trunc -> torch.add: synthesised by warpgym synth (seed 9, index 59, torch#4, dim 0 x744)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> Tanh -> torch.trunc -> torch.add"""

    def __init__(self):
        super().__init__()
        self.tanh_1 = nn.Tanh()

    def forward(self, x, x1):
        x = torch.absolute(x)
        x = self.tanh_1(x)
        x = torch.trunc(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(11904, 32, 256), torch.randn(11904, 32, 256)]


def get_init_inputs():
    return []
