"""F.elu -> torch.atan2 -> torch.unsqueeze: synthesised by warpgym synth (seed 7, index 851, torch#3, dim 0 x1937)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> torch.atan2 -> torch.unsqueeze"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.elu(x)
        x = torch.atan2(x, x1)
        x = torch.unsqueeze(x, -1)
        return x


def get_inputs():
    return [torch.randn(495872, 512), torch.randn(495872, 512)]


def get_init_inputs():
    return []
