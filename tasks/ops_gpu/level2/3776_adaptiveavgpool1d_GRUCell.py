"""F.adaptive_avg_pool1d -> GRUCell: synthesised by warpgym synth (seed 7, index 5927, torch#2, dim 0 x9178)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> GRUCell"""

    def __init__(self):
        super().__init__()
        self.grucell_1 = nn.GRUCell(hidden_size=4, input_size=4)

    def forward(self, x):
        x = F.adaptive_avg_pool1d(x, 4)
        x = self.grucell_1(x)
        return x


def get_inputs():
    return [torch.randn(2349568, 256)]


def get_init_inputs():
    return []
