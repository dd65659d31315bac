"""torch.tril -> torch.arctan2 -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 6421, torch#3, dim 0 x2609)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tril -> torch.arctan2 -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.crossentropyloss_2 = nn.CrossEntropyLoss()

    def forward(self, x, x1, x2):
        x = torch.tril(x)
        x = torch.arctan2(x, x1)
        x = self.crossentropyloss_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(1335808, 256), torch.randn(1335808, 256), torch.randn(1335808, 256)]


def get_init_inputs():
    return []
