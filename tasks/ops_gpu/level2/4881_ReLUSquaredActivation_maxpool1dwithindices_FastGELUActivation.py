"""hf.ReLUSquaredActivation -> F.max_pool1d_with_indices -> hf.FastGELUActivation: synthesised by warpgym synth (seed 9, index 240, transformers#3, dim 0 x551)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> F.max_pool1d_with_indices -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.fastgeluactivation_2 = FastGELUActivation()

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.fastgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(17632, 128, 64)]


def get_init_inputs():
    return []
