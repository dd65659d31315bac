import torch
import torch.nn as nn

import cpu_extension


class ModelNew(nn.Module):
    def __init__(self, dim: int, scale: float):
        super().__init__()
        self.scale = scale
        self.bias = nn.Parameter(torch.zeros(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cpu_extension.scale_bias_tanh(x, self.bias, self.scale)
