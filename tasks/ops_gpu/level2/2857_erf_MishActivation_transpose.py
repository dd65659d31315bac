"""torch.erf -> hf.MishActivation -> torch.transpose: synthesised by warpgym synth (seed 7, index 4515, transformers#3, dim 0 x2150)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.erf -> hf.MishActivation -> torch.transpose"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = torch.erf(x)
        x = self.mishactivation_1(x)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(550400, 512)]


def get_init_inputs():
    return []
