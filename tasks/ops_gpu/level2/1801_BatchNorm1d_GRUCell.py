"""BatchNorm1d -> GRUCell: synthesised by warpgym synth (seed 7, index 2856, torch#2, dim 0 x369)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> GRUCell"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)
        self.grucell_1 = nn.GRUCell(hidden_size=256, input_size=256)

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = self.grucell_1(x)
        return x


def get_inputs():
    return [torch.randn(94464, 256)]


def get_init_inputs():
    return []
