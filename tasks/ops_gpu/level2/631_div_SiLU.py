"""torch.div -> SiLU: synthesised by warpgym synth (seed 7, index 1009, torch#2, dim 0 x2515)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(10060, 32, 32, 32), torch.randn(10060, 32, 32, 32)]


def get_init_inputs():
    return []
