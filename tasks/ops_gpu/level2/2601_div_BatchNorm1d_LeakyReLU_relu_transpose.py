"""torch.div -> BatchNorm1d -> LeakyReLU -> F.relu -> torch.transpose: synthesised by warpgym synth (seed 7, index 4114, torch#5, dim 0 x400)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> BatchNorm1d -> LeakyReLU -> F.relu -> torch.transpose"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=512)
        self.leakyrelu_2 = nn.LeakyReLU()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = self.batchnorm1d_1(x)
        x = self.leakyrelu_2(x)
        x = F.relu(x)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(102400, 512), torch.randn(102400, 512)]


def get_init_inputs():
    return []
