"""hf.AccurateGELUActivation -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 6719, transformers#2, dim 0 x353)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()

    def forward(self, x, x1):
        x = self.accurategeluactivation_0(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(22592, 1024), torch.randn(22592, 1024)]


def get_init_inputs():
    return []
