"""F.elu -> Softplus -> torch.topk: synthesised by warpgym synth (seed 7, index 3845, torch#3, dim 0 x570)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> Softplus -> torch.topk"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = F.elu(x)
        x = self.softplus_1(x)
        x = torch.topk(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(2280, 32, 32, 32)]


def get_init_inputs():
    return []
