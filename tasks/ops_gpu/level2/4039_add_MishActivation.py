"""torch.add -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 6352, transformers#2, dim 0 x2022)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.add -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(517632, 512), torch.randn(517632, 512)]


def get_init_inputs():
    return []
