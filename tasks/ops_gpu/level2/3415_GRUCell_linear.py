"""GRUCell -> F.linear: synthesised by warpgym synth (seed 7, index 5366, torch#2, dim 0 x232)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GRUCell -> F.linear"""

    def __init__(self):
        super().__init__()
        self.grucell_0 = nn.GRUCell(hidden_size=256, input_size=256)

    def forward(self, x, x1):
        x = self.grucell_0(x)
        x = F.linear(x, x1)
        return x


def get_inputs():
    return [torch.randn(29696, 256), torch.randn(29696, 256)]


def get_init_inputs():
    return []
