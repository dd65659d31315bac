"""torch.flipud -> F.celu -> Linear: synthesised by warpgym synth (seed 7, index 2068, torch#3, dim 0 x550)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> F.celu -> Linear"""

    def __init__(self):
        super().__init__()
        self.linear_2 = nn.Linear(in_features=512, out_features=512)

    def forward(self, x):
        x = torch.flipud(x)
        x = F.celu(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    return [torch.randn(140800, 512)]


def get_init_inputs():
    return []
