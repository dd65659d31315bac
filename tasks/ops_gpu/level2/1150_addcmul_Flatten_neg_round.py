"""torch.addcmul -> Flatten -> torch.neg -> torch.round: synthesised by warpgym synth (seed 7, index 1870, torch#4, dim 0 x929)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> Flatten -> torch.neg -> torch.round"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = self.flatten_1(x)
        x = torch.neg(x)
        x = torch.round(x)
        return x


def get_inputs():
    return [torch.randn(7432, 256, 128), torch.randn(7432, 256, 128), torch.randn(7432, 256, 128)]


def get_init_inputs():
    return []
