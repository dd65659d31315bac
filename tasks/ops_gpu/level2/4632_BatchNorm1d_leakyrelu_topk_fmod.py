"""BatchNorm1d -> F.leaky_relu -> torch.topk -> torch.fmod: synthesised by warpgym synth (seed 8, index 310, torch#4, dim 0 x6864)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> F.leaky_relu -> torch.topk -> torch.fmod"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)

    def forward(self, x, x1):
        x = self.batchnorm1d_0(x)
        x = F.leaky_relu(x)
        x = torch.topk(x, 2)[0]
        x = torch.fmod(x, x1)
        return x


def get_inputs():
    return [torch.randn(1757184, 256), torch.randn(1757184, 2)]


def get_init_inputs():
    return []
