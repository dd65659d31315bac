"""F.conv1d -> CosineSimilarity -> torch.diag: synthesised by warpgym synth (seed 7, index 6960, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv1d -> CosineSimilarity -> torch.diag"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1, x2):
        x = F.conv1d(x, x1)
        x = self.cosinesimilarity_1(x, x2)
        x = torch.diag(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 256), torch.randn(16, 32, 256), torch.randn(16, 16, 1)]


def get_init_inputs():
    return []
