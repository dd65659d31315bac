"""hf.ReLUSquaredActivation -> GRUCell: synthesised by warpgym synth (seed 9, index 80, transformers#2, dim 0 x19)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> GRUCell"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.grucell_1 = nn.GRUCell(hidden_size=1024, input_size=1024)

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = self.grucell_1(x)
        return x


def get_inputs():
    return [torch.randn(1216, 1024)]


def get_init_inputs():
    return []
