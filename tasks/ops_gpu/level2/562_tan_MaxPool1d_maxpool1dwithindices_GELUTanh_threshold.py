"""torch.tan -> MaxPool1d -> F.max_pool1d_with_indices -> hf.GELUTanh -> F.threshold: synthesised by warpgym synth (seed 7, index 910, transformers#5, dim 0 x4454)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """torch.tan -> MaxPool1d -> F.max_pool1d_with_indices -> hf.GELUTanh -> F.threshold"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)
        self.gelutanh_3 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = torch.tan(x)
        x = self.maxpool1d_1(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.gelutanh_3(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(285056, 1024)]


def get_init_inputs():
    return []
