"""torch.sinc -> CELU -> hf.MishActivation -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 2008, transformers#4, dim 0 x1893)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.sinc -> CELU -> hf.MishActivation -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()
        self.mishactivation_2 = MishActivation()

    def forward(self, x):
        x = torch.sinc(x)
        x = self.celu_1(x)
        x = self.mishactivation_2(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(30288, 32, 16, 16)]


def get_init_inputs():
    return []
