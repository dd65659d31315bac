"""hf.NewGELUActivation -> F.relu6 -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 2091, transformers#3, dim 0 x243)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> F.relu6 -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()

    def forward(self, x, x1, x2):
        x = self.newgeluactivation_0(x)
        x = F.relu6(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(3888, 64, 128), torch.randn(3888, 64, 128), torch.randn(3888, 64, 128)]


def get_init_inputs():
    return []
