"""F.hardtanh -> MaxPool1d -> torch.fmax -> RNNCell -> LayerNorm: synthesised by warpgym synth (seed 8, index 419, torch#5, dim 0 x3302)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> MaxPool1d -> torch.fmax -> RNNCell -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)
        self.rnncell_3 = nn.RNNCell(hidden_size=341, input_size=341)
        self.layernorm_4 = nn.LayerNorm(normalized_shape=341)

    def forward(self, x, x1):
        x = F.hardtanh(x)
        x = self.maxpool1d_1(x)
        x = torch.fmax(x, x1)
        x = self.rnncell_3(x)
        x = self.layernorm_4(x)
        return x


def get_inputs():
    return [torch.randn(211328, 1024), torch.randn(211328, 341)]


def get_init_inputs():
    return []
