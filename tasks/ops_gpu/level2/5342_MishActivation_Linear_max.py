"""hf.MishActivation -> Linear -> torch.max: synthesised by warpgym synth (seed 10, index 111, transformers#3, dim 0 x1272)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> Linear -> torch.max"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.linear_1 = nn.Linear(in_features=128, out_features=128)

    def forward(self, x, x1):
        x = self.mishactivation_0(x)
        x = self.linear_1(x)
        x = torch.max(x, x1)
        return x


def get_inputs():
    return [torch.randn(10176, 256, 128), torch.randn(10176, 256, 128)]


def get_init_inputs():
    return []
