"""torch.sub -> RNNCell: synthesised by warpgym synth (seed 7, index 49, torch#2, dim 0 x259)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> RNNCell"""

    def __init__(self):
        super().__init__()
        self.rnncell_1 = nn.RNNCell(hidden_size=1024, input_size=1024)

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = self.rnncell_1(x)
        return x


def get_inputs():
    return [torch.randn(16576, 1024), torch.randn(16576, 1024)]


def get_init_inputs():
    return []
