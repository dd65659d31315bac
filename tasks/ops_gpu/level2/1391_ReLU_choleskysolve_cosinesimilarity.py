"""ReLU -> torch.cholesky_solve -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 2230, torch#3, dim 0 x298)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> torch.cholesky_solve -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x, x1, x2):
        x = self.relu_0(x)
        x = torch.cholesky_solve(x, x1)
        x = F.cosine_similarity(x, x2)
        return x


def get_inputs():
    return [torch.randn(2384, 16, 32, 32), torch.randn(2384, 16, 32, 32), torch.randn(2384, 16, 32, 32)]


def get_init_inputs():
    return []
