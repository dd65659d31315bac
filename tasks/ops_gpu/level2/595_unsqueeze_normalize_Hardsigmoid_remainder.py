"""torch.unsqueeze -> F.normalize -> Hardsigmoid -> torch.remainder: synthesised by warpgym synth (seed 7, index 952, torch#4, dim 0 x352)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.unsqueeze -> F.normalize -> Hardsigmoid -> torch.remainder"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_2 = nn.Hardsigmoid()

    def forward(self, x, x1):
        x = torch.unsqueeze(x, -1)
        x = F.normalize(x)
        x = self.hardsigmoid_2(x)
        x = torch.remainder(x, x1)
        return x


def get_inputs():
    return [torch.randn(2816, 16, 32, 32), torch.randn(2816, 16, 32, 32, 1)]


def get_init_inputs():
    return []
