"""F.relu -> Softplus -> F.adaptive_avg_pool1d -> torch.sub: synthesised by warpgym synth (seed 7, index 182, torch#4, dim 0 x696)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> Softplus -> F.adaptive_avg_pool1d -> torch.sub"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x, x1):
        x = F.relu(x)
        x = self.softplus_1(x)
        x = F.adaptive_avg_pool1d(x, 4)
        x = torch.sub(x, x1)
        return x


def get_inputs():
    return [torch.randn(356352, 256), torch.randn(356352, 4)]


def get_init_inputs():
    return []
