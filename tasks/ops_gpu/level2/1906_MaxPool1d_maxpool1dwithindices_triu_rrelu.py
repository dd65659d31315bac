"""MaxPool1d -> F.max_pool1d_with_indices -> torch.triu -> F.rrelu: synthesised by warpgym synth (seed 7, index 3021, torch#4, dim 0 x1481)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> F.max_pool1d_with_indices -> torch.triu -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = torch.triu(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(23696, 32, 256)]


def get_init_inputs():
    return []
