"""CosineSimilarity -> GRUCell: synthesised by warpgym synth (seed 9, index 74, torch#2, dim 0 x1090)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> GRUCell"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.grucell_1 = nn.GRUCell(hidden_size=128, input_size=128)

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.grucell_1(x)
        return x


def get_inputs():
    return [torch.randn(17440, 64, 128), torch.randn(17440, 64, 128)]


def get_init_inputs():
    return []
