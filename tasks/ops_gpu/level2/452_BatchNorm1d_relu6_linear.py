"""BatchNorm1d -> F.relu6 -> F.linear: synthesised by warpgym synth (seed 7, index 719, torch#3, dim 0 x102)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> F.relu6 -> F.linear"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=512)

    def forward(self, x, x1):
        x = self.batchnorm1d_0(x)
        x = F.relu6(x)
        x = F.linear(x, x1)
        return x


def get_inputs():
    return [torch.randn(26112, 512), torch.randn(26112, 512)]


def get_init_inputs():
    return []
