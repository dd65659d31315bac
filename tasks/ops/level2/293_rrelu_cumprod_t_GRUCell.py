"""F.rrelu -> torch.cumprod -> torch.t -> GRUCell: synthesised by warpgym synth (seed 7, index 371, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> torch.cumprod -> torch.t -> GRUCell"""

    def __init__(self):
        super().__init__()
        self.grucell_3 = nn.GRUCell(hidden_size=64, input_size=64)

    def forward(self, x):
        x = F.rrelu(x)
        x = torch.cumprod(x, -1)
        x = torch.t(x)
        x = self.grucell_3(x)
        return x


def get_inputs():
    return [torch.randn(64, 1024)]


def get_init_inputs():
    return []
